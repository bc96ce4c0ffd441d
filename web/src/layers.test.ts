import path from 'node:path';
import { describeFrontEndLayers } from '../../scripts/front-end-layers';

// The member app's layers point one way; lib/ sits under api/ and i18n/.
describeFrontEndLayers('web/src', path.resolve(import.meta.dirname), {
  from: 'app/routes.tsx',
  to: 'shared/paths.ts',
  minFiles: 300,
});
