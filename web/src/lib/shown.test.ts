// A list written once at load says its words in the language active when it is drawn: the menu, tabs
// and steps after a change of language are in the new one, without reloading the module.
import { describe, expect, it } from 'vitest';
import { shown } from './shown.ts';

describe('shown', () => {
  it('reads each text when it is shown, and keeps the other fields as written', () => {
    let language = 'en';
    const tab = shown({ value: 'treats', label: () => (language === 'en' ? 'My treats' : 'Mes friandises') });
    expect(tab.label).toBe('My treats');
    language = 'fr';
    expect(tab.label).toBe('Mes friandises');
    expect(tab.value).toBe('treats');
    expect(Object.keys(tab)).toEqual(['value', 'label']);
  });
});
