(function () {
  var header = document.currentScript && document.currentScript.previousElementSibling;
  var toggle = header && header.querySelector('[data-menu-toggle]');
  var menu = header && header.querySelector('[data-site-menu]');
  if (!toggle || !menu) return;
  header.classList.add('has-menu-js');
  var isOpen = function () {
    return toggle.getAttribute('aria-expanded') === 'true';
  };
  var set = function (open, refocus) {
    toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
    menu.classList.toggle('is-open', open);
    if (open) {
      var first = menu.querySelector('a, button');
      if (first) first.focus();
    } else if (refocus) toggle.focus();
  };
  toggle.addEventListener('click', function () {
    set(!isOpen(), false);
  });
  header.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && isOpen()) set(false, true);
  });
  document.addEventListener('click', function (e) {
    if (isOpen() && !header.contains(e.target)) set(false, false);
  });
  var wide = window.matchMedia('(min-width: 1280px)');
  var onWide = function () {
    if (wide.matches && isOpen()) set(false, false);
  };
  if (wide.addEventListener) wide.addEventListener('change', onWide);
})();
