import { useLocation } from 'react-router';
import { useSession } from '../api/get-session';
import { putAccountLanguage } from '../api/put-account-language';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  languageBase,
  pathInLanguage,
  type Language,
} from '../../shared/languages';
import { pageLanguage } from '../../shared/texts/language';
import styles from './RootLayout.module.css';

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: the same page in the other language, a
 * page of the other build, so a whole navigation. A signed-in user's choice is kept with the
 * account (its mails follow) as the browser leaves.
 */
export function LanguageLinks() {
  const { pathname, search, hash } = useLocation();
  const signedIn = Boolean(useSession().data);
  const here = languageBase(pageLanguage) + pathname + search + hash;
  const others = LANGUAGES.filter((language) => language !== pageLanguage);
  return others.map((language: Language) => (
    <a
      key={language}
      className={styles.language}
      href={pathInLanguage(here, language)}
      hrefLang={language}
      lang={language}
      onClick={() => signedIn && putAccountLanguage(language)}
    >
      {LANGUAGE_NAMES[language]}
    </a>
  ));
}
