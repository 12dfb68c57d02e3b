// A Vitest sequencer that starts the named long files first, then the rest in Vitest's own order (its
// cached durations, else file size). On a fresh clone there is no cache: a 6-minute matrix that happened
// to start last would run alone at the end while the other worker sits idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export function heavyFirst(heavy: readonly string[]) {
  const rank = (spec: TestSpecification) => {
    const i = heavy.findIndex((suffix) => spec.moduleId.endsWith(suffix));
    return i < 0 ? heavy.length : i;
  };
  return class HeavyFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]) {
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
