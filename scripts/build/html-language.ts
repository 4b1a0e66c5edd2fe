/**
 * index.html in the build's language: `<html lang>`, and the app's title and description (the
 * bare shell's, and the default of every page without its own) from the language's catalogue.
 */
import type { Plugin } from 'vite';
import type { Language } from '../../src/shared/languages';
import { catalogues } from '../../src/shared/texts/catalogues';

export function htmlLanguage(language: Language): Plugin {
  const { appName, appDescription } = catalogues[language].common;
  const attribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return {
    name: 'homestead-html-language',
    transformIndexHtml: (html) =>
      html
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${attribute(appName)}</title>`)
        .replace(
          /(<meta\s+name="description"\s+content=")[^"]*(")/,
          (_, start: string, end: string) => start + attribute(appDescription) + end,
        ),
  };
}
