import { render } from 'preact';
import { ChatApp, type ChatMode } from './chat-app.tsx';
import './chat.css';

const root = document.getElementById('porchlight-chat');
if (root) {
  const mode: ChatMode = root.dataset.mode === 'embed' ? 'embed' : 'page';
  render(<ChatApp mode={mode} />, root);
}
