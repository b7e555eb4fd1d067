// The monolith's entry: the shell's bootstrap with every remote's declarations compiled in (the
// build config writes them as data, as the composed site's manifests carry them) in place of the
// manifests the composed site reads; there is no federation to negotiate first.
import { main } from '../../../shell/src/bootstrap';
import { startConfigRequest } from '../../../shell/src/startup/config-text';
import { listedRemotes } from '../../../shell/src/startup/manifests';

declare const MONOLITH_DECLARATIONS: Record<string, object>;

void startConfigRequest().then((config) => {
  const remotes = config.ok ? listedRemotes(config.text, window.location.href) : [];
  return main(
    remotes.map((remote) => {
      const answer = { ...remote, json: { metaData: MONOLITH_DECLARATIONS[remote.name] ?? {} }, problem: null };
      return { ...remote, settled: answer, answer: Promise.resolve(answer) };
    }),
  );
});
