// Reload the queue when the server says it changed (server-sent events; no framework).
(function () {
  if (!window.EventSource) return;
  var source = new EventSource("/events");
  source.addEventListener("changed", function () { window.location.reload(); });
})();
