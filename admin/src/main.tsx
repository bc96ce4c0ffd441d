import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { useLocaleState } from './app/locale-state';
import { initI18n, initialLanguage } from './i18n';

async function start() {
  const language = initialLanguage();
  await Promise.all([initI18n(language), useLocaleState.getState().load(language)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
