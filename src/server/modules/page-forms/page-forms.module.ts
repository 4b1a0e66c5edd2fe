import { appModule } from '../app-module';
import { pageFormsRoutes, type PageFormsOptions } from './page-forms.routes';

/** The forms behind the server-rendered pages' controls (page-forms.routes.ts), at the root. */
export function createPageFormsModule(options: PageFormsOptions) {
  return appModule({ name: 'page-forms', routes: [pageFormsRoutes(options)] });
}
