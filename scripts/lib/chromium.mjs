// The one Chromium the browser tests and the web benchmark drive, and the flags this machine needs:
// without the background-networking ones Chromium keeps dialling out of a closed network.
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
