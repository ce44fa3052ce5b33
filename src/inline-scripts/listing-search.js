(function () {
  var term = '';
  try {
    term = (new URLSearchParams(location.search).get('search') || '').trim();
  } catch (e) {}
  var input = document.getElementById('listing-search-input');
  if (input && term) input.value = term;
  if (!term) return;
  var state = document.querySelector('[data-listing-search]');
  var template = document.querySelector('template[data-listing-search-template]');
  if (state && template) state.replaceChildren(template.content.cloneNode(true));
  document.querySelectorAll('[data-listing-search-term]').forEach(function (el) {
    el.textContent = '"' + term + '"';
  });
  var title = document.querySelector('[data-listing-search-title]');
  if (title) title.textContent = 'Search Results for "' + term + '"';
  var link = document.querySelector('[data-listing-search-fallback]');
  if (link) link.setAttribute('href', '/search?q=' + encodeURIComponent(term));
})();
