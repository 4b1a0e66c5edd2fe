import { appModule } from '../app-module';
import { createImages, type ImagesDeps } from './images';
import { uploadsOpenApi } from './uploads.openapi';

export type { ImageDeletions } from './image-deletions.service';
export type { Images } from './images';
export type { PendingImagesRepository } from './pending-images.repository';

/** Images (images.ts): uploads under /api, the stored files at /images, and the sweeps' jobs. */
export function createImagesModule(deps: ImagesDeps) {
  const images = createImages(deps);
  return appModule({
    name: 'images',
    images,
    apiRoutes: [images.apiRoutes],
    routes: [images.fileRoutes],
    jobs: images.jobs,
    // The tus protocol's routes are not described by schemas: uploads.openapi.ts does it.
    openApi: async () => uploadsOpenApi,
  });
}
