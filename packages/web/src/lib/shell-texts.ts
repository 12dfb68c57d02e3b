// The logged-in shell's zh-CN texts (header, home, layout, menus, overlays): the app layer imports this module,
// so they load with the logged-in layouts rather than with the public pages (lib/i18n.ts).
import { addSourceTexts, type LocaleModule } from './i18n';

addSourceTexts(import.meta.glob<LocaleModule>('../locales/zh-CN/{header,home,layout,menus,overlays}.json', { eager: true }));
