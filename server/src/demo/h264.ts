/**
 * A deliberately tiny H.264 writer for the demo trailers: Constrained Baseline, every coded
 * macroblock I_PCM (raw samples, so no entropy tables or transforms are needed) and every
 * unchanged macroblock P_Skip (copied from the previous frame). The result is exact, plays in
 * every browser, and stays small when little moves between frames. Wrapped in a faststart MP4.
 */

/** One frame in 4:2:0: luma w×h, chroma (w/2)×(h/2) each; w and h multiples of 16. */
export type YuvFrame = { y: Uint8Array; u: Uint8Array; v: Uint8Array };

class BitWriter {
  private buf = new Uint8Array(1 << 16);
  private len = 0;
  private cur = 0;
  private n = 0;

  private push(b: number) {
    if (this.len === this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.len++] = b;
  }
  bit(b: number) {
    this.cur = (this.cur << 1) | (b & 1);
    if (++this.n === 8) {
      this.push(this.cur);
      this.cur = 0;
      this.n = 0;
    }
  }
  u(value: number, bits: number) {
    for (let i = bits - 1; i >= 0; i--) this.bit(Math.floor(value / 2 ** i) % 2);
  }
  ue(value: number) {
    const x = value + 1;
    const len = 32 - Math.clz32(x);
    this.u(0, len - 1);
    this.u(x, len);
  }
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  alignZero() {
    while (this.n !== 0) this.bit(0);
  }
  /** Raw bytes; only when byte-aligned. */
  raw(data: Uint8Array) {
    while (this.len + data.length > this.buf.length) {
      const bigger = new Uint8Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf.set(data, this.len);
    this.len += data.length;
  }
  trailing() {
    this.bit(1);
    this.alignZero();
  }
  done() {
    return this.buf.subarray(0, this.len);
  }
}

/** NAL unit: header byte, then the payload with emulation-prevention bytes inserted. */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Buffer {
  const out = Buffer.alloc(1 + rbsp.length + Math.ceil(rbsp.length / 2));
  out[0] = (refIdc << 5) | type;
  let o = 1;
  let zeros = 0;
  for (let i = 0; i < rbsp.length; i++) {
    const b = rbsp[i];
    if (zeros >= 2 && b <= 3) {
      out[o++] = 3;
      zeros = 0;
    }
    out[o++] = b;
    zeros = b === 0 ? zeros + 1 : 0;
  }
  return out.subarray(0, o);
}

const LOG2_MAX_FRAME_NUM = 8;

function sps(mbWidth: number, mbHeight: number) {
  const w = new BitWriter();
  w.u(66, 8); // profile_idc: Baseline
  w.u(0xc0, 8); // constraint_set0 and set1: Constrained Baseline
  w.u(30, 8); // level_idc 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.u(0, 1); // gaps_in_frame_num_value_allowed_flag
  w.ue(mbWidth - 1);
  w.ue(mbHeight - 1);
  w.u(1, 1); // frame_mbs_only_flag
  w.u(1, 1); // direct_8x8_inference_flag
  w.u(0, 1); // frame_cropping_flag
  w.u(0, 1); // vui_parameters_present_flag
  w.trailing();
  return nal(3, 7, w.done());
}

function pps() {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.u(0, 1); // entropy_coding_mode_flag: CAVLC
  w.u(0, 1); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.u(0, 1); // weighted_pred_flag
  w.u(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.u(1, 1); // deblocking_filter_control_present_flag
  w.u(0, 1); // constrained_intra_pred_flag
  w.u(0, 1); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(3, 8, w.done());
}

/** The 384 raw samples of one macroblock, clamped away from 0 for the oldest decoders' sake. */
function pcm(frame: YuvFrame, width: number, mbx: number, mby: number): Uint8Array {
  const out = new Uint8Array(384);
  let o = 0;
  for (let y = 0; y < 16; y++) {
    const row = (mby * 16 + y) * width + mbx * 16;
    for (let x = 0; x < 16; x++) out[o++] = frame.y[row + x] || 1;
  }
  const cw = width / 2;
  for (const plane of [frame.u, frame.v]) {
    for (let y = 0; y < 8; y++) {
      const row = (mby * 8 + y) * cw + mbx * 8;
      for (let x = 0; x < 8; x++) out[o++] = plane[row + x] || 1;
    }
  }
  return out;
}

function sameBlock(a: Uint8Array, b: Uint8Array) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function slice(blocks: Uint8Array[], previous: Uint8Array[] | null, index: number): Buffer {
  const idr = previous === null;
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(idr ? 7 : 5); // slice_type: I or P (all slices of the picture alike)
  w.ue(0); // pic_parameter_set_id
  w.u(index % 2 ** LOG2_MAX_FRAME_NUM, LOG2_MAX_FRAME_NUM); // frame_num
  if (idr) w.ue(0); // idr_pic_id
  if (!idr) {
    w.u(0, 1); // num_ref_idx_active_override_flag
    w.u(0, 1); // ref_pic_list_modification_flag_l0
  }
  if (idr) {
    w.u(0, 1); // no_output_of_prior_pics_flag
    w.u(0, 1); // long_term_reference_flag
  } else {
    w.u(0, 1); // adaptive_ref_pic_marking_mode_flag
  }
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off, so skipped blocks stay exact
  let skipped = 0;
  for (const [i, block] of blocks.entries()) {
    if (previous && sameBlock(block, previous[i])) {
      skipped++;
      continue;
    }
    if (!idr) {
      w.ue(skipped); // mb_skip_run
      skipped = 0;
    }
    w.ue(idr ? 25 : 30); // mb_type I_PCM (5 + 25 in a P slice)
    w.alignZero(); // pcm_alignment_zero_bit
    w.raw(block);
  }
  if (skipped > 0) w.ue(skipped);
  w.trailing();
  return nal(idr ? 3 : 2, idr ? 5 : 1, w.done());
}

function box(type: string, ...parts: (Buffer | Uint8Array)[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const u8 = (...v: number[]) => Buffer.from(v);
function u16(...v: number[]) {
  const b = Buffer.alloc(2 * v.length);
  for (const [i, x] of v.entries()) b.writeUInt16BE(x, i * 2);
  return b;
}
function u32(...v: number[]) {
  const b = Buffer.alloc(4 * v.length);
  for (const [i, x] of v.entries()) b.writeUInt32BE(x >>> 0, i * 4);
  return b;
}
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...parts);
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/** Encodes frames (all width×height) at `fps` as an MP4 with its index before the media data. */
export function encodeMp4(frames: YuvFrame[], width: number, height: number, fps: number): Buffer {
  if (width % 16 || height % 16) throw new Error('frame size must be a multiple of 16');
  const spsNal = sps(width / 16, height / 16);
  const ppsNal = pps();
  const blocks = frames.map((frame) => {
    const out: Uint8Array[] = [];
    for (let mby = 0; mby < height / 16; mby++) {
      for (let mbx = 0; mbx < width / 16; mbx++) out.push(pcm(frame, width, mbx, mby));
    }
    return out;
  });
  const samples = blocks.map((b, i) => {
    const unit = slice(b, i === 0 ? null : blocks[i - 1], i);
    return Buffer.concat([u32(unit.length), unit]);
  });
  const count = samples.length;
  const durationMs = Math.round((count * 1000) / fps);

  const avcC = box(
    'avcC',
    u8(1, 66, 0xc0, 30, 0xff, 0xe1),
    u16(spsNal.length),
    spsNal,
    u8(1),
    u16(ppsNal.length),
    ppsNal,
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(width, height),
    u32(0x480000, 0x480000, 0),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x18, 0xffff),
    avcC,
  );
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, 1000, durationMs, 0x10000),
        u16(0x100, 0),
        u32(0, 0),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0, 0, 1, 0, durationMs, 0, 0),
          u16(0, 0, 0, 0),
          MATRIX,
          u32(width << 16, height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0, 0, fps, count), u16(0x55c4, 0)),
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide'),
            u32(0, 0, 0),
            Buffer.from('VideoHandler\0', 'latin1'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, u16(0, 0, 0, 0)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1, count, 1)),
              fullBox('stss', 0, 0, u32(1, 1)),
              fullBox('stsc', 0, 0, u32(1, 1, count, 1)),
              fullBox('stsz', 0, 0, u32(0, count), ...samples.map((s) => u32(s.length))),
              fullBox('stco', 0, 0, u32(1, chunkOffset)),
            ),
          ),
        ),
      ),
    );
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
  const moovSize = moov(0).length;
  const mdat = box('mdat', ...samples);
  return Buffer.concat([ftyp, moov(ftyp.length + moovSize + 8), mdat]);
}

/** BT.601 limited-range 4:2:0 from RGB (3 values a pixel, row-major; out-of-range values clamped). */
export function rgbToYuv(rgb: ArrayLike<number>, width: number, height: number): YuvFrame {
  const y = new Uint8Array(width * height);
  const cw = width / 2;
  const u = new Uint8Array(cw * (height / 2));
  const v = new Uint8Array(cw * (height / 2));
  const c = new Float32Array(width * height * 3);
  for (let i = 0; i < c.length; i++) {
    c[i] = Math.min(255, Math.max(0, rgb[i]));
  }
  for (let i = 0, k = 0; i < width * height; i++, k += 3) {
    y[i] = 16.5 + (65.738 * c[k] + 129.057 * c[k + 1] + 25.064 * c[k + 2]) / 256;
  }
  for (let j = 0; j < height / 2; j++) {
    for (let i = 0; i < cw; i++) {
      const a = (j * 2 * width + i * 2) * 3;
      const b = a + width * 3;
      const r = (c[a] + c[a + 3] + c[b] + c[b + 3]) / 4;
      const g = (c[a + 1] + c[a + 4] + c[b + 1] + c[b + 4]) / 4;
      const bl = (c[a + 2] + c[a + 5] + c[b + 2] + c[b + 5]) / 4;
      u[j * cw + i] = 128.5 + (-37.945 * r - 74.494 * g + 112.439 * bl) / 256;
      v[j * cw + i] = 128.5 + (112.439 * r - 94.154 * g - 18.285 * bl) / 256;
    }
  }
  return { y, u, v };
}
