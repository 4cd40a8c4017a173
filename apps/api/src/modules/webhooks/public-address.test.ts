/**
 * The SSRF guard of production webhooks (decision 0089, review fixes): the IP classification as a table and
 * as properties over whole ranges, the URL check before DNS, the send-time check of every resolved address,
 * and a production sender that does not reach a listener on this machine through an IPv4-mapped address.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedIPv4, isPublicAddress, v6Bytes } from './public-address.js';
import { checkedAddress, httpWebhookSender, refusedUrl, type ResolveAll } from './webhook-sender.js';

const NOT_PUBLIC = [
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '10.255.255.255',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.1.2.3',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.1.1.1',
  '240.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:169.254.169.254',
  '::ffff:a00:1',
  '::ffff:10.0.0.1',
  '64:ff9b::7f00:1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'febf::1',
  'ff02::1',
  '2001:db8::1',
  '2001::1',
  '2002:7f00:1::1',
  '::7f00:1',
  '100::1',
  'fe80::1%eth0',
  'not-an-ip',
  '',
];
const PUBLIC = [
  '1.1.1.1',
  '8.8.8.8',
  '93.184.216.34',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.167.1.1',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
];

/** A DNS stand-in answering these addresses for any name. */
const answering =
  (...addresses: string[]): ResolveAll =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each(NOT_PUBLIC)('%s is not public', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(PUBLIC)('%s is public', (ip) => expect(isPublicAddress(ip)).toBe(true));

  it('judges every IPv4 address and its IPv4-mapped IPv6 form alike', () => {
    for (let i = 0; i < 5000; i++) {
      const bytes = Array.from({ length: 4 }, () => Math.floor(Math.random() * 256));
      const v4 = bytes.join('.');
      const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
      const mapped = `::ffff:${hex(bytes[0]!, bytes[1]!)}:${hex(bytes[2]!, bytes[3]!)}`;
      expect(isPublicAddress(mapped), mapped).toBe(isPublicAddress(v4));
      expect(isPublicAddress(`::ffff:${v4}`), v4).toBe(isPublicAddress(v4));
      expect(embeddedIPv4(v6Bytes(mapped)!)).toBe(v4);
    }
  });

  it('refuses every address of each private range, across the whole range', () => {
    const ranges: [number, number, number][] = [
      [10, 0, 255],
      [127, 0, 255],
      [100, 64, 127],
      [172, 16, 31],
      [169, 254, 254],
      [192, 168, 168],
      [198, 18, 19],
    ];
    for (const [a, from, to] of ranges)
      for (let b = from; b <= to; b++)
        for (const rest of ['0.0', '128.1', '255.255'])
          expect(isPublicAddress(`${a}.${b}.${rest}`), `${a}.${b}.${rest}`).toBe(false);
    for (let a = 224; a <= 255; a++) expect(isPublicAddress(`${a}.1.2.3`)).toBe(false);
  });
});

describe('production URLs', () => {
  it('refuses private IP literals, mapped forms and internal names before any lookup', () => {
    for (const host of [
      '[::ffff:127.0.0.1]',
      '[::ffff:169.254.169.254]',
      '[::ffff:10.0.0.1]',
      '[::]',
      '[::1]',
      '100.64.0.1',
      '198.18.0.1',
      'metadata.google.internal',
      'localhost',
      'api.localhost',
      'localhost.',
      '0x7f.1',
      '2130706433',
      '[fd00::1]',
      '[fe80::1]',
      'intranet',
    ])
      expect(refusedUrl('production', `https://${host}/x`), host).toBe('The URL must name a public host');
    expect(refusedUrl('production', 'https://hooks.example.com/x')).toBeNull();
    expect(refusedUrl('production', 'https://[2606:4700:4700::1111]/x')).toBeNull();
    expect(refusedUrl('local', 'http://127.0.0.1:9/x')).toBeNull();
  });

  it('checks every address a name resolves to at send time and pins the first', async () => {
    expect(await checkedAddress('https://hooks.example.com/x', answering('127.0.0.1'))).toEqual({
      refused: 'The URL must name a public host',
    });
    expect(await checkedAddress('https://hooks.example.com/x', answering('8.8.8.8', '10.0.0.1'))).toEqual({
      refused: 'The URL must name a public host',
    });
    expect(await checkedAddress('https://hooks.example.com/x', answering('::ffff:169.254.169.254'))).toMatchObject({
      refused: 'The URL must name a public host',
    });
    expect(await checkedAddress('https://hooks.example.com/x', answering())).toMatchObject({
      refused: expect.any(String),
    });
    const failing: ResolveAll = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await checkedAddress('https://nowhere.example/x', failing)).toEqual({
      refused: 'The host name could not be resolved',
    });
    expect(await checkedAddress('https://hooks.example.com/x', answering('8.8.8.8', '2606:4700::1'))).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
  });
});

describe('the production sender', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      hits++;
      res.end('internal secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('never reaches a listener on this machine, and keeps no answer body', async () => {
    const sender = httpWebhookSender({ mode: 'production' }, answering('127.0.0.1'));
    for (const url of [
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[::ffff:7f00:1]:${port}/`,
      `https://hooks.example.com:${port}/`,
      `https://localhost:${port}/`,
    ]) {
      const answer = await sender.post({ url, headers: {}, body: '{}' });
      expect(answer, url).toEqual({ status: null, body: 'The URL must name a public host' });
    }
    expect(hits).toBe(0);
    // The same listener is reachable in local mode: the guard, not the network, stopped the posts above.
    const local = await httpWebhookSender({ mode: 'local' }).post({
      url: `http://127.0.0.1:${port}/`,
      headers: {},
      body: '{}',
    });
    expect(local).toEqual({ status: 200, body: 'internal secret' });
  });
});
