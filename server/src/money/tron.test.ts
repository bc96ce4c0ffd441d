import { describe, expect, it } from 'vitest';
import { encodeBase58Check, isReceivingTronAddress, tronAddressFromSeed } from './tron';

describe('TRC20 addresses', () => {
  it('accepts a well-formed address and refuses a changed character', () => {
    const address = tronAddressFromSeed('member-wallet');
    expect(address).toMatch(/^T/);
    expect(isReceivingTronAddress(address)).toBe(true);
    const swapped = address.slice(0, 10) + (address[10] === 'a' ? 'b' : 'a') + address.slice(11);
    expect(isReceivingTronAddress(swapped)).toBe(false);
  });

  it('refuses the USDT contract, the zero address, other prefixes and junk', () => {
    expect(isReceivingTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(
      isReceivingTronAddress(encodeBase58Check(Buffer.concat([Buffer.from([0x41]), Buffer.alloc(20)]))),
    ).toBe(false);
    expect(
      isReceivingTronAddress(encodeBase58Check(Buffer.concat([Buffer.from([0x00]), Buffer.alloc(20, 7)]))),
    ).toBe(false);
    expect(isReceivingTronAddress('0x1234')).toBe(false);
    expect(isReceivingTronAddress('')).toBe(false);
  });
});
