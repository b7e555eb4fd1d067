// `npm start`: the production builds, each on its own port, with the local backend.
import { runUntilStopped } from './lib/run';
import { serveSite } from './lib/site';
import { DEMO_USER, OPERATOR_USER, startLocalBackend, VENDOR_USER } from './lib/backend';

runUntilStopped(async () => {
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
      `  vendor:      ${VENDOR_USER.email} / ${VENDOR_USER.password} (Nairobi Tech Hub)`,
      `  operator:    ${OPERATOR_USER.email} / ${OPERATOR_USER.password}`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  return async () => {
    await site.close();
    await backend.close();
  };
});
