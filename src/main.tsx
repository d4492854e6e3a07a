// Self-hosted fonts from npm: nothing is loaded from a font CDN.
import '@fontsource-variable/inter';
import '@fontsource/fraunces/600.css';
import '@fontsource/fraunces/700.css';
import './index.css';
import { bootApp } from './app/boot/boot-app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
bootApp(root);
