(function () {
  var button = document.currentScript && document.currentScript.previousElementSibling;
  if (!button) return;
  var root = document.documentElement;
  var sync = function () {
    button.setAttribute('aria-pressed', root.dataset.theme === 'dark' ? 'true' : 'false');
  };
  sync();
  button.addEventListener('click', function () {
    root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem('theme', root.dataset.theme);
    } catch (e) {}
    sync();
  });
})();
