/**
 * The build of the pages in one language: every module of src/shared/texts that has a
 * counterpart in texts/<language>/ is read from there instead (the English texts are the
 * default, at texts/ itself). Code imports the area it needs as always, and each language's
 * build carries its own texts only, with nothing to choose at run time.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function languageTexts(textsDir: string, language: string): Plugin {
  const languageDir = path.join(textsDir, language) + path.sep;
  return {
    name: 'homestead-language-texts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(languageDir)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || path.dirname(resolved.id) !== textsDir) return null;
      const counterpart = path.join(languageDir, path.basename(resolved.id));
      return existsSync(counterpart) ? counterpart : null;
    },
  };
}
