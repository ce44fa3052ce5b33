(function () {
  try {
    var q = new URLSearchParams(location.search).get('search');
    if (q && q.trim()) document.documentElement.classList.add('is-listing-search');
  } catch (e) {}
})();
