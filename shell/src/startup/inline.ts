import { browserStorage } from '@marketplace/contracts/browser-storage';
import { startConfigRequest } from './config-text';
import { publishStartup } from './handoff';
import { takeWarmManifest, warmUp } from './warm-up';

// Runs inline in index.html (build/inline-startup.ts), while the page is parsed: the runtime
// config and the page's remote start downloading beside the shell's scripts, not after its entry
// script (the federation runtime) has downloaded and run.
publishStartup({ config: startConfigRequest(), takeManifest: takeWarmManifest });
warmUp(window.location, browserStorage('local'));
