import type { Messages } from '../../types.ts';

/**
 * Live All-India tests (issue 28): the list on /mock-test and the home page
 * (src/islands/live-tests) and the live parts of the runner (start panel,
 * "Your answers are in", practice after the window). One module, shared by
 * both islands, so the list does not carry the whole exam area.
 */
export const liveTests = {
  title: 'Live All-India tests',
  lead: 'Everyone sits the same paper in one window; scores, ranks and solutions are published for all at one moment.',
  loading: 'Loading live tests…',
  loadFailed: 'Live tests could not be loaded right now.',
  none: 'No live test is scheduled right now.',
  state: {
    upcoming: 'Upcoming',
    open: 'Live now',
    closed: 'Results awaited',
    results: 'Results out',
  },
  opensAt: (time: string) => `Opens ${time}`,
  lastStartAt: (time: string) => `Last start ${time}`,
  resultsAt: (time: string) => `Results at ${time}`,
  opensIn: (clock: string) => `Opens in ${clock}`,
  resultsIn: (clock: string) => `Results in ${clock}`,
  closesIn: (clock: string) => `Entry closes in ${clock}`,
  days: (n: number) => (n === 1 ? '1 day' : `${n} days`),
  registered: { one: '{n} registered', other: '{n} registered' },
  register: 'Register',
  registering: 'Registering…',
  youAreRegistered: 'You are registered',
  registerFailed: (reason: string) => `Could not register: ${reason}`,
  signInToRegister: 'Sign in to register',
  takeTest: 'Take the test',
  startNow: 'Start now',
  seeResults: 'See results',
  practise: 'Practise',
  // The runner's start screen.
  liveTest: 'Live test',
  opensAtLong: (time: string) => `Entry opens at ${time}. The Start Test button opens then, without a reload.`,
  windowLine: (opens: string, last: string, results: string) => `Window: ${opens} to ${last} (last start) · results at ${results}`,
  registerToRank: 'Register to be ranked: only the first attempt of a registered, signed-in aspirant within the window counts for the live ranking.',
  registeredNote: 'You are registered: your first attempt within the window is ranked.',
  rankedNotice: 'This attempt counts for the live All-India ranking.',
  unrankedSignedOut: 'This attempt will not be ranked: only signed-in, registered aspirants are ranked in a live test.',
  unrankedNotRegistered: 'This attempt will not be ranked: you did not register for this live test before starting.',
  unrankedNotFirst: 'This attempt will not be ranked: only your first attempt within the window counts.',
  closedNotice: (results: string) => `The live window has closed; results at ${results}. You can still take the test as practice.`,
  practice: 'Practice — does not count for the live ranking',
  // After the submit of a live attempt.
  answersIn: 'Your answers are in',
  pendingBody: 'Scores, ranks and solutions are published for everyone at the same moment. Keep this page open and your result appears here by itself, or find it later in your progress.',
  resultsCountdown: (clock: string) => `Results in ${clock}`,
  fetchingResult: 'Fetching your result…',
  resultRetry: 'Your result could not be loaded yet; trying again shortly.',
  seeProgress: 'See your progress',
  // The frozen live leaderboard beside the practice test.
  leaderboardTitle: 'Live leaderboard',
  leaderboardNote: (n: string) => `Frozen at results time · ${n} ranked`,
  rank: 'Rank',
  name: 'Name',
  score: 'Score',
  // The result of a live attempt (frozen at results time).
  liveRank: (rank: string, of: string) => `Live All-India rank ${rank} of ${of}`,
  livePercentile: (p: string) => `Percentile ${p}`,
  // /progress: a live attempt before results time.
  awaiting: (time: string) => `Awaiting results · results at ${time}`,
} as const satisfies Messages;
