// a module importing one that a test file mocks
import { greeting } from './greeting';

export const greet = (): string => greeting();
