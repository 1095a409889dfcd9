import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('turns markup and both quotes into entities, ampersands first', () => {
    expect(escapeHtml(`<img src=x onerror="alert('hi')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt; &amp; co',
    );
  });

  it('leaves plain text as it is', () => {
    expect(escapeHtml('Taro Milk Tea — 25% sugar')).toBe('Taro Milk Tea — 25% sugar');
  });
});
