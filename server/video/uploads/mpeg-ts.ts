const PACKET = 188;
const SYNC = 0x47;
const H264 = 0x1b;
const AAC_ADTS = 0x0f;

/** The elementary streams of an MPEG-TS segment: each PID's stream type (from the PMT) and its PES payloads. */
function elementaryStreams(segment: Buffer): Map<number, { type: number; data: Buffer[] }> {
  let pmtPid = -1;
  const streams = new Map<number, { type: number; data: Buffer[] }>();
  for (let at = 0; at + PACKET <= segment.length; at += PACKET) {
    if (segment[at] !== SYNC) throw new Error("The segment is not an MPEG transport stream.");
    const unitStart = (segment[at + 1]! & 0x40) !== 0;
    const pid = ((segment[at + 1]! & 0x1f) << 8) | segment[at + 2]!;
    const adaptation = (segment[at + 3]! >> 4) & 0x3;
    if (!(adaptation & 0x1)) continue;
    const start = at + 4 + (adaptation & 0x2 ? 1 + segment[at + 4]! : 0);
    const payload = segment.subarray(start, at + PACKET);
    if (pid === 0 && unitStart) {
      // PAT: the first program's PMT (program number 0 names the network table instead).
      const section = payload.subarray(1 + payload[0]!);
      const end = 3 + (((section[1]! & 0x0f) << 8) | section[2]!) - 4;
      for (let entry = 8; entry + 4 <= end; entry += 4) {
        if (section.readUInt16BE(entry) === 0) continue;
        pmtPid = section.readUInt16BE(entry + 2) & 0x1fff;
        break;
      }
    } else if (pid === pmtPid && unitStart) {
      const section = payload.subarray(1 + payload[0]!);
      const end = 3 + (((section[1]! & 0x0f) << 8) | section[2]!) - 4;
      let entry = 12 + (section.readUInt16BE(10) & 0x0fff);
      while (entry + 5 <= end) {
        const streamPid = section.readUInt16BE(entry + 1) & 0x1fff;
        if (!streams.has(streamPid)) streams.set(streamPid, { type: section[entry]!, data: [] });
        entry += 5 + (section.readUInt16BE(entry + 3) & 0x0fff);
      }
    } else {
      const stream = streams.get(pid);
      if (!stream) continue;
      // A PES packet's first TS packet carries its header; the rest carry only stream bytes.
      stream.data.push(unitStart ? payload.subarray(9 + payload[8]!) : payload);
    }
  }
  return streams;
}

/** RFC 6381's `avc1.PPCCLL` from the first SPS of an H.264 Annex B stream. */
function avcCodec(annexB: Buffer): string {
  for (let at = annexB.indexOf("000001", 0, "hex"); at >= 0; at = annexB.indexOf("000001", at + 3, "hex")) {
    if ((annexB[at + 3]! & 0x1f) !== 7 || at + 7 > annexB.length) continue;
    // profile_idc, the constraint flags and level_idc open the SPS; profile_idc is never zero, so
    // no emulation-prevention byte can fall among them.
    return `avc1.${annexB.subarray(at + 4, at + 7).toString("hex")}`;
  }
  throw new Error("The segment's video has no sequence parameter set.");
}

/** RFC 6381's `mp4a.40.N` from the first ADTS header: N is the audio object type, the header's profile + 1. */
function aacCodec(adts: Buffer): string {
  if (adts[0] !== 0xff || (adts[1]! & 0xf0) !== 0xf0)
    throw new Error("The segment's audio has no ADTS header.");
  return `mp4a.40.${(adts[2]! >> 6) + 1}`;
}

/**
 * The CODECS value a master playlist declares for a rendition, read from one of its MPEG-TS
 * segments: the H.264 profile, constraints and level its SPS states, and the AAC object type.
 */
export function segmentCodecs(segment: Buffer): string {
  const codecs: string[] = [];
  for (const { type, data } of elementaryStreams(segment).values()) {
    if (type === H264) codecs.unshift(avcCodec(Buffer.concat(data)));
    else if (type === AAC_ADTS) codecs.push(aacCodec(Buffer.concat(data)));
  }
  if (!codecs[0]?.startsWith("avc1.")) throw new Error("The segment has no H.264 video.");
  return codecs.join(",");
}
