import type { RuntimeConfig } from '@marketplace/contracts';
export declare const NGINX: string | undefined;
/** The snippet shell/nginx.conf includes that the image writes at start (not in deploy/nginx/). */
export declare const GENERATED_SNIPPET = "shell-csp.conf";
export interface NginxApp {
    folder: string;
    isShell: boolean;
}
export interface Prefix {
    dir: string;
    /** Runs `nginx -t`; throws with nginx's output on failure. */
    check(): string;
    remove(): void;
}
export interface PrefixOptions {
    /** Listen here (loopback) instead of the conf's port. */
    port?: number;
    /** Serve this folder instead of /usr/share/nginx/html. */
    root?: string;
    /** The shell's runtime config, written as the image's entrypoint does (env.json + its CSP). */
    config?: RuntimeConfig;
}
/** The container environment that gives this runtime config (see deploy/docker-entrypoint-env.sh). */
export declare function entrypointEnv(config: RuntimeConfig): Record<string, string>;
/** Runs the shell image's entrypoint script; throws with its message when it refuses. */
export declare function runEntrypoint(env: Record<string, string>, envJsonPath: string, cspConfPath: string): void;
/**
 * A temp prefix holding a main nginx.conf like the image's (`http { include mime.types; ... }`)
 * that includes the app's config and the deploy/nginx snippets.
 */
export declare function preparePrefix(app: NginxApp, options?: PrefixOptions): Prefix;
export interface Running {
    url: string;
    stop(): Promise<void>;
}
/** Starts nginx in the foreground on the prefix and waits until it answers. */
export declare function startNginx(prefix: Prefix, port: number): Promise<Running>;
