import { describe, expect, it } from 'vitest';
import { loadMapsScript, MAPS_SCRIPT_ID } from './maps-script';

describe('maps script', () => {
  it('loads the places library once with the key', () => {
    document.getElementById(MAPS_SCRIPT_ID)?.remove();
    expect(loadMapsScript('k&1')).toBe(true);
    const script = document.getElementById(MAPS_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toContain('libraries=places');
    expect(script.src).toContain('key=k%261');
    expect(loadMapsScript('k&1')).toBe(false);
    expect(document.querySelectorAll(`#${MAPS_SCRIPT_ID}`)).toHaveLength(1);
  });
});
