/**
 * The result and analysis screens, loaded when a result shows (not with the start screen), and loaded again if the
 * first request fails (../retry-import.ts). Shared by the runner and a past attempt's page.
 */
import { lazy } from 'react';
import { importWithRetry } from '../retry-import';

export const LazyResultView = lazy(() => importWithRetry(() => import('./ResultView')).then((m) => ({ default: m.ResultView })));
