// Every other zh-CN namespace (features and the UI kit): loaded by the routes that are neither the
// shell's nor the auth screens' before they render (app/router.tsx), so no text shows its key.
import { addSourceTexts, type LocaleModule } from './i18n';

addSourceTexts(
  import.meta.glob<LocaleModule>(
    ['../locales/zh-CN/*.json', '!../locales/zh-CN/{auth,errors,shell,header,home,layout,menus,overlays}.json'],
    { eager: true },
  ),
);
