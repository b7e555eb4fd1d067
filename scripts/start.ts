// `npm start`: the production builds, each on its own port, with the local backend.
import { serveSite } from './lib/site';
import { DEMO_USER, startLocalBackend } from './lib/backend';

async function main() {
  const backend = await startLocalBackend({ inMemory: false, quiet: false });
  const site = await serveSite(backend.supabase);
  console.log(
    [
      '',
      `District Market is running at ${site.url}`,
      `  backend (Supabase API): ${backend.url}   mailbox: ${backend.url}/mailbox`,
      `  anon key:    ${backend.supabase.anonKey}`,
      `  service key: ${backend.serviceKey}`,
      `  demo user:   ${DEMO_USER.email} / ${DEMO_USER.password}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await site.close();
    await backend.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
