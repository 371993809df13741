// Reload the queue when the server says it changed (server-sent events; no framework).
(function () {
  if (!window.EventSource) return;
  // A reload put the keyboard's focus back at the top of the page: an operator tabbing down the
  // queue lost their place at every new request (users37). The link or button that had it gets
  // it back, if it is still on the page.
  var KEY = "arena-focus";
  var kept = null;
  try { kept = sessionStorage.getItem(KEY); sessionStorage.removeItem(KEY); } catch (e) {}
  if (kept) {
    var again = Array.prototype.find.call(
      document.querySelectorAll("a[href], button"),
      function (el) { return (el.getAttribute("href") || el.textContent) === kept; }
    );
    if (again) again.focus();
  }
  // The page it watches: a later page of the queue (?after=...) watches that page.
  var after = new URLSearchParams(window.location.search).get("after");
  var source = new EventSource("/events" + (after ? "?after=" + encodeURIComponent(after) : ""));
  source.addEventListener("changed", function () {
    var el = document.activeElement;
    if (el && el !== document.body) {
      try { sessionStorage.setItem(KEY, el.getAttribute("href") || el.textContent); } catch (e) {}
    }
    window.location.reload();
  });
})();
