// Reload the queue when the server says it changed (server-sent events; no framework).
(function () {
  if (!window.EventSource) return;
  // The page it watches: a later page of the queue (?after=...) watches that page.
  var after = new URLSearchParams(window.location.search).get("after");
  var source = new EventSource("/events" + (after ? "?after=" + encodeURIComponent(after) : ""));
  source.addEventListener("changed", function () { window.location.reload(); });
})();
