// Decision 112: a page the server rendered paints with its HTML and styles alone; the application's scripts are
// fetched once it has painted, so that on a slow line they do not share the bandwidth with the style sheet. The
// server moves them into <template id="app-scripts">; this file (run after the style sheet, as every script is)
// puts them back into the page after the next frame.
//
// Until the application has taken the page over (it then fires `connect:started`), a press of a button or a
// form's submission is held and made again once it has: nothing a visitor does before the scripts arrive is lost,
// and no form is sent by the browser itself.
(function startAfterPaint() {
  var scripts = document.getElementById('app-scripts');
  if (!scripts) return;
  var held = null;
  // Once the application begins to take the page over (`connect:starting`), a link is held too: until it has, a
  // click could reach a link whose handler is not ready yet and be dropped. Before that, links work as links.
  var starting = false;
  window.addEventListener(
    'connect:starting',
    function () {
      starting = true;
    },
    { once: true },
  );
  function holdClick(event) {
    var target = event.target instanceof Element ? event.target : null;
    var button = target && target.closest('button, input[type="submit"], input[type="button"]');
    var link = !button && starting && target && target.closest('a[href]');
    var element = button || link;
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    held = { element: element, submit: false };
  }
  function holdSubmit(event) {
    event.preventDefault();
    event.stopPropagation();
    if (!held) held = { element: event.target, submit: true };
  }
  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  window.addEventListener(
    'connect:started',
    function replay() {
      document.removeEventListener('click', holdClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      var action = held;
      held = null;
      if (!action || !action.element.isConnected) return;
      setTimeout(function () {
        if (action.submit) action.element.requestSubmit();
        else action.element.click();
      }, 0);
    },
    { once: true },
  );
  requestAnimationFrame(function () {
    setTimeout(function () {
      document.head.appendChild(document.importNode(scripts.content, true));
    }, 0);
  });
})();
