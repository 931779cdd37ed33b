import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatApp } from './chat-app.tsx';

describe('ChatApp', () => {
  afterEach(() => {
    render(null, document.body);
  });

  it('shows a labelled chat region that tells the visitor it is not connected yet', () => {
    render(<ChatApp mode="page" />, document.body);
    expect(document.querySelector('h1')?.textContent).toBe('Chat with a leasing assistant');
    expect(document.body.textContent).toContain('not connected to a property yet');
    expect(document.querySelector('.pl-chat--page')).not.toBeNull();
  });
});
