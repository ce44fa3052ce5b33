(function () {
  // /daily-quiz (src/views/DailyQuiz.astro; read by src/islands/daily/api.ts takePrefetch): the API key, then the
  // server's day and the day's document for the device's guess of the IST day, asked from the page's head while the
  // island's modules load, so the questions (the page's largest paint) no longer wait for them. Offline: nothing.
  if (!window.fetch || navigator.onLine === false) return;
  var guess = new Date(Date.now() + 19800000).toISOString().slice(0, 10);
  var opts = function (key) {
    return { headers: key ? { 'x-api-key': key } : {}, signal: window.AbortSignal && AbortSignal.timeout ? AbortSignal.timeout(10000) : undefined };
  };
  var key = fetch('/api/public/current-api-key', opts(''))
    .then(function (r) {
      return r.ok ? r.json() : Promise.reject(r.status);
    })
    .then(function (b) {
      return b.apiKey;
    });
  var today = key.then(function (k) {
    var sentAt = Date.now();
    return fetch('/api/daily-quiz/today', opts(k)).then(function (res) {
      return { res: res, sentAt: sentAt, receivedAt: Date.now() };
    });
  });
  var quiz = key.then(function (k) {
    return fetch('/api/daily-quiz/' + guess, opts(k));
  });
  today.catch(function () {});
  quiz.catch(function () {});
  window.__dailyPrefetch = { guess: guess, today: today, quiz: quiz };
})();
