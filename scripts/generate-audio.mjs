// Generates the audio library's recordings (spec §2 mobile "audio library")
// from each item's transcript in content/audio/*.json, so the player plays real audio of the
// very text it shows. Run by hand when a transcript changes; CI never runs it (the .ogg files
// are committed under public/audio/, which the build copies into dist/audio/).
//
//   apt-get install -y espeak-ng opus-tools     # Debian: the synthesiser and the Opus encoder
//   node scripts/generate-audio.mjs             # every item
//   node scripts/generate-audio.mjs <slug> …    # only these items
//
// For each item: espeak-ng speaks the transcript (SSML, a pause after each block) into a WAV,
// opusenc encodes it as mono Opus in Ogg at a low speech bitrate (about 2 KB a second, so a
// five-minute talk stays well under 1 MB), and the item's `audio_url` and `duration_seconds`
// (measured from the encoded file with opusinfo) are written back into its JSON file.
//
// A running install keeps the copy of each document it seeded first (CONTRIBUTING "Content lives
// in content/ and in the database"): publish the new fields there through the editor endpoint
// (PUT /cms/api/audio/{slug}) or start on a fresh DATA_DIR.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const contentDir = join(root, 'content/audio');
const outDir = join(root, 'public/audio');
const VOICE = 'en-us';
const WORDS_PER_MINUTE = '155';
const BITRATE_KBPS = '16';

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The transcript as SSML: headings and paragraphs in order, a pause between blocks. */
function ssmlFor(doc) {
  const parts = [`<s>${escapeXml(doc.title)}.</s><break time="900ms"/>`];
  for (const block of doc.transcript) {
    const text =
      block.type === 'list' ? block.items.map((item) => `${item}.`).join(' ') : block.text;
    const pause = block.type === 'heading' ? '700ms' : '450ms';
    parts.push(`<p>${escapeXml(text)}</p><break time="${pause}"/>`);
  }
  return `<speak>${parts.join('\n')}</speak>`;
}

/** "Playback length: 5m:38.12s" (opusinfo) → seconds. */
function measuredSeconds(file) {
  const info = execFileSync('opusinfo', [file], { encoding: 'utf8' });
  const match = /Playback length:\s*(?:(\d+)m:)?([\d.]+)s/.exec(info);
  if (!match) throw new Error(`opusinfo printed no playback length for ${file}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2]);
}

const wanted = new Set(process.argv.slice(2));
const files = readdirSync(contentDir).filter(
  (name) => name.endsWith('.json') && (wanted.size === 0 || wanted.has(name.slice(0, -5))),
);
if (files.length === 0) {
  console.error(`No audio items to generate in ${contentDir}.`);
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'stockroom-audio-'));
try {
  for (const name of files) {
    const path = join(contentDir, name);
    const doc = JSON.parse(readFileSync(path, 'utf8'));
    const ssmlFile = join(work, `${doc.slug}.ssml`);
    const wavFile = join(work, `${doc.slug}.wav`);
    const oggFile = join(outDir, `${doc.slug}.ogg`);
    writeFileSync(ssmlFile, ssmlFor(doc));
    execFileSync('espeak-ng', [
      '-m',
      '-v',
      VOICE,
      '-s',
      WORDS_PER_MINUTE,
      '-f',
      ssmlFile,
      '-w',
      wavFile,
    ]);
    execFileSync('opusenc', [
      '--quiet',
      '--bitrate',
      BITRATE_KBPS,
      '--downmix-mono',
      '--title',
      doc.title,
      '--artist',
      'Stockroom',
      wavFile,
      oggFile,
    ]);
    const seconds = measuredSeconds(oggFile);
    doc.audio_url = `/audio/${doc.slug}.ogg`;
    doc.duration_seconds = Math.max(1, Math.round(seconds));
    writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
    const kb = (statSync(oggFile).size / 1024).toFixed(0);
    console.log(`${doc.slug}: ${seconds.toFixed(1)} s, ${kb} KB → ${doc.audio_url}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
