export default async function globalTeardown(): Promise<void> {
  const running = globalThis.__SF_E2E__;
  if (!running) return;
  await running.browser.close();
  await running.server.close();
}
