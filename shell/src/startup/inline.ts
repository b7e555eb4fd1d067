import { browserStorage } from '@marketplace/contracts/browser-storage';
import { startConfigRequest } from './config-text';
import { publishStartup } from './handoff';
import { requestManifestsOfConfig } from './manifests';
import { warmUp } from './warm-up';
import { holdEarlyInput } from './early-input';

// Runs inline in index.html (build-plugins/inline-startup.ts), while the page is parsed: the runtime
// config and every listed remote's manifest are fetched at once, not after the shell's entry
// script (the federation runtime) has downloaded and run; the page remote's scripts once that
// entry runs (see StartupHandoff.entryRunning).
let entryRunning = () => {};
const entryRan = new Promise<void>((resolve) => (entryRunning = resolve));
const manifests = requestManifestsOfConfig(startConfigRequest());
publishStartup({ config: startConfigRequest(), manifests, entryRunning });
warmUp(window.location, browserStorage('local'), manifests, startConfigRequest(), entryRan);
holdEarlyInput(document);
