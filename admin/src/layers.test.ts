import path from 'node:path';
import { describeFrontEndLayers } from '../../scripts/front-end-layers';

// The back office's layers point one way.
describeFrontEndLayers('admin/src', path.resolve(import.meta.dirname), {
  from: 'app/pages.tsx',
  to: 'shared/page-list.tsx',
  minFiles: 100,
});
