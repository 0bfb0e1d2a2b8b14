import { buildApp } from './app';
import { loadConfig } from './config';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`\nPort ${config.port} is already in use. Stop what is using it, or start on another port: PORT=8081 npm start\n`);
      await app.close();
      process.exit(1);
    }
    throw error;
  }
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\n${startBanner(config, url)}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
