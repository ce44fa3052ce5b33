// The language choice (docs/site.md#languages): the header switch remembers it; the English home page sends a
// visitor who chose Hindi to /hi/ and offers a first visitor whose browser prefers Hindi a dismissible
// suggestion. Never a server redirect: a static CDN serves both languages.
(function () {
  var KEY = 'lang';
  var get = function () {
    try {
      return localStorage.getItem(KEY);
    } catch (e) {
      return null;
    }
  };
  var set = function (v) {
    try {
      localStorage.setItem(KEY, v);
    } catch (e) {}
  };
  document.addEventListener('click', function (e) {
    var a = e.target instanceof Element && e.target.closest('[data-lang-switch]');
    if (a) set(a.getAttribute('hreflang'));
  });
  var box = document.querySelector('[data-lang-suggestion]');
  if (!box) return;
  var chosen = get();
  if (chosen === 'hi') return location.replace(box.getAttribute('data-href'));
  var langs = navigator.languages || [navigator.language];
  if (chosen || !langs[0] || langs[0].slice(0, 2) !== 'hi') return;
  box.hidden = false;
  box.querySelector('[data-lang-dismiss]').addEventListener('click', function () {
    set('en');
    box.hidden = true;
  });
})();
