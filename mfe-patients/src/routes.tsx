import { defineRoutes } from '@screening/shared';
import { routeManifest } from './route-manifest';

export default defineRoutes(routeManifest, {});
