/**
 * Every admin write (and dashboard read) router, behind `requireAdmin`
 * (middleware/admin-auth.ts) route by route. Registered once in app.ts.
 * docs/admin.md has the route table.
 */
import { createRouter } from '../../router';
import { adminAdsRoutes } from './ads';
import { adminAttemptsRoutes } from './attempts';
import { adminBuildRoutes } from './build';
import { adminContentRoutes } from './content';
import { adminDailyQuizRoutes } from './daily-quiz';
import { adminLiveRoutes } from './live';
import { adminMocksRoutes } from './mocks';
import { adminPyqRoutes } from './pyq';
import { adminReportsRoutes } from './reports';
import { adminResourcesRoutes } from './resources';

export const adminWriteRoutes = createRouter()
  .route('/', adminContentRoutes)
  .route('/', adminAdsRoutes)
  .route('/', adminLiveRoutes)
  .route('/', adminMocksRoutes)
  .route('/', adminPyqRoutes)
  .route('/', adminDailyQuizRoutes)
  .route('/', adminResourcesRoutes)
  .route('/', adminReportsRoutes)
  .route('/', adminAttemptsRoutes)
  .route('/', adminBuildRoutes);
