// Vitest setup of the web package: Testing Library's findBy*/waitFor wait up to 5 s instead of 1 s, so
// a page that renders late on a loaded 2-core CI machine is still found (a bound against flakes, not a
// speed check: failures still fail, only later).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
