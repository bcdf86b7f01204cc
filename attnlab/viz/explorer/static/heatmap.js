// Drawing attention: the heatmap on a <canvas>, its legend, bars and token chips.
import {
  FONT,
  el,
  fmt,
  fontsFor,
  hideTooltip,
  inkOn,
  shortLabel,
  showTooltip,
  viridis,
} from "explorer/common.js";
import { t } from "explorer/i18n.js";

// ---- heatmap on a canvas --------------------------------------------------------------
// Past this many columns a row's weights are mostly near 1/S, almost black on a 0-1 scale:
// each row is then coloured to its own maximum unless the user says otherwise.
export const ROW_SCALE_FROM = 30;
export const rowScaleFor = (columns) => columns > ROW_SCALE_FROM;

export class Heatmap {
  static all = new Set(); // every heatmap made; redrawn when the window resizes

  constructor(container, options) {
    this.options = Object.assign(
      { rowTitle: t("page.target_word"), colTitle: t("page.source_word") },
      options || {},
    );
    this.scroll = el("div", { class: "heatmap-scroll" });
    this.canvas = el("canvas", {
      tabindex: "0",
      role: "img",
      "data-testid": this.options.testid || "heatmap",
    });
    this.scroll.append(this.canvas);
    container.append(this.scroll);
    this.cursor = null;
    this.selectedRow = null;
    this.selectedCol = null;
    this.canvas.addEventListener("mousemove", (e) => this.hover(e));
    this.canvas.addEventListener("mouseleave", () => hideTooltip());
    this.canvas.addEventListener("click", (e) => this.click(e));
    this.canvas.addEventListener("keydown", (e) => this.key(e));
    this.canvas.addEventListener("focus", () => {
      if (!this.cursor) this.cursor = [this.selectedRow ?? 0, this.selectedCol ?? 0];
      this.draw();
      this.showCursorTooltip();
    });
    this.canvas.addEventListener("blur", () => {
      hideTooltip();
      this.draw();
    });
    Heatmap.all.add(this);
  }

  set(matrix, rows, cols, extra) {
    this.matrix = matrix;
    this.rows = rows;
    this.cols = cols;
    this.extra = Object.assign({ rowScale: rowScaleFor(cols.length), masked: null }, extra || {});
    this.cursor = null;
    this.canvas.setAttribute(
      "aria-label",
      t("page.heatmap_label", {
        label: this.options.label || t("page.attention"),
        rows: rows.length,
        cols: cols.length,
        row_title: this.options.rowTitle,
        col_title: this.options.colTitle,
      }),
    );
    fontsFor(rows.join("") + cols.join("")).then(() => this.draw());
    this.draw();
  }

  layout(ctx) {
    ctx.font = `12px ${FONT}`;
    const width = (s) => ctx.measureText(shortLabel(s, 18)).width;
    // whole pixels: fractional offsets blur every cell edge into a seam
    const rowLabel = Math.ceil(Math.min(170, Math.max(24, ...this.rows.map(width)) + 10));
    const available = Math.max(120, this.scroll.clientWidth - 12 - rowLabel);
    const cell = Math.max(8, Math.min(34, Math.floor(available / Math.max(1, this.cols.length))));
    const colWidths = this.cols.map(width);
    const every = Math.max(1, Math.ceil(13 / cell)); // label every k-th token when cells are tiny
    // short labels (a Chinese character) stay upright while they fit between drawn labels
    const upright = Math.max(0, ...colWidths) <= every * cell - 2;
    const colLabel = upright ? 20 : Math.ceil(Math.min(130, Math.max(20, ...colWidths) + 10));
    return { rowLabel, colLabel, cell, upright, every };
  }

  draw() {
    if (!this.matrix || !this.scroll.isConnected) return;
    const canvas = this.canvas;
    const ctx = canvas.getContext("2d");
    const g = (this.geometry = this.layout(ctx));
    const left = g.rowLabel,
      top = g.colLabel,
      cell = g.cell;
    const width = left + this.cols.length * cell + 2;
    const height = top + this.rows.length * cell + 2;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.ceil(width * ratio);
    canvas.height = Math.ceil(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    canvas.dataset.left = left;
    canvas.dataset.top = top;
    canvas.dataset.cell = cell;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const masked = this.extra.masked;
    for (let r = 0; r < this.rows.length; r++) {
      const row = this.matrix[r] || [];
      const scale = this.extra.rowScale ? Math.max(1e-12, ...row) : 1;
      for (let c = 0; c < this.cols.length; c++) {
        if (masked && masked(r, c)) {
          ctx.fillStyle = "#e4e4e8";
        } else {
          ctx.fillStyle = viridis((row[c] || 0) / scale);
        }
        ctx.fillRect(left + c * cell, top + r * cell, cell, cell);
      }
    }
    ctx.font = `12px ${FONT}`;
    ctx.textBaseline = "middle";
    for (let r = 0; r < this.rows.length; r++) {
      if (r % g.every && r !== this.selectedRow) continue;
      ctx.fillStyle = r === this.selectedRow ? "#000" : "#333";
      ctx.font = `${r === this.selectedRow ? "bold " : ""}12px ${FONT}`;
      ctx.textAlign = "right";
      ctx.fillText(shortLabel(this.rows[r], 18), left - 5, top + r * cell + cell / 2);
    }
    for (let c = 0; c < this.cols.length; c++) {
      if (c % g.every && c !== this.selectedCol) continue;
      ctx.fillStyle = c === this.selectedCol ? "#000" : "#333";
      ctx.font = `${c === this.selectedCol ? "bold " : ""}12px ${FONT}`;
      const x = left + c * cell + cell / 2;
      if (g.upright) {
        ctx.textAlign = "center";
        ctx.fillText(this.cols[c], x, top - 9);
      } else {
        ctx.save();
        ctx.translate(x, top - 5);
        ctx.rotate(-Math.PI / 2);
        ctx.textAlign = "left";
        ctx.fillText(shortLabel(this.cols[c], 18), 0, 0);
        ctx.restore();
      }
    }
    const outline = (x, y, w, h) => {
      ctx.lineWidth = 3;
      ctx.strokeStyle = "#fff";
      ctx.strokeRect(x, y, w, h);
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = "#000";
      ctx.strokeRect(x, y, w, h);
    };
    if (this.selectedRow !== null && this.selectedRow < this.rows.length) {
      outline(left, top + this.selectedRow * cell, this.cols.length * cell, cell);
    }
    if (this.selectedCol !== null && this.selectedCol < this.cols.length) {
      outline(left + this.selectedCol * cell, top, cell, this.rows.length * cell);
    }
    if (this.cursor && document.activeElement === canvas) {
      const [r, c] = this.cursor;
      ctx.setLineDash([3, 2]);
      outline(left + c * cell, top + r * cell, cell, cell);
      ctx.setLineDash([]);
    }
  }

  at(event) {
    const g = this.geometry;
    if (!g) return null;
    const box = this.canvas.getBoundingClientRect();
    const x = event.clientX - box.left,
      y = event.clientY - box.top;
    const c = Math.floor((x - g.rowLabel) / g.cell),
      r = Math.floor((y - g.colLabel) / g.cell);
    return {
      r,
      c,
      inRows: r >= 0 && r < this.rows.length,
      inCols: c >= 0 && c < this.cols.length,
      x,
      y,
    };
  }

  tooltipText(r, c) {
    if (this.extra.masked && this.extra.masked(r, c)) {
      return [
        el("b", { text: this.rows[r] }),
        ` (${this.options.rowTitle} ${r + 1}) `,
        t("page.cannot_see"),
        " ",
        el("b", { text: this.cols[c] }),
        ` (${this.options.colTitle} ${c + 1}): `,
        t("page.masked_later"),
      ];
    }
    const value = (this.matrix[r] || [])[c] || 0;
    return [
      el("b", { text: this.rows[r] }),
      ` (${this.options.rowTitle} ${r + 1}) ← `,
      el("b", { text: this.cols[c] }),
      ` (${this.options.colTitle} ${c + 1}): `,
      el("span", { class: "tooltip-value", text: fmt(value, 4) }),
    ];
  }

  hover(event) {
    const p = this.at(event);
    if (!p || !p.inRows || !p.inCols) {
      hideTooltip();
      return;
    }
    showTooltip(this.tooltipText(p.r, p.c), event.clientX, event.clientY);
  }

  click(event) {
    const p = this.at(event);
    if (!p) return;
    if (p.inRows && (p.inCols || p.x < this.geometry.rowLabel)) this.pick("row", p.r);
    else if (p.inCols && p.y < this.geometry.colLabel) this.pick("col", p.c);
  }

  pick(kind, index) {
    if (this.options.onPick) this.options.onPick(kind, index);
  }

  select(row, col) {
    this.selectedRow = row;
    this.selectedCol = col;
    this.draw();
  }

  showCursorTooltip() {
    if (!this.cursor || !this.geometry) return;
    const [r, c] = this.cursor;
    const g = this.geometry,
      box = this.canvas.getBoundingClientRect();
    showTooltip(
      this.tooltipText(r, c),
      box.left + g.rowLabel + (c + 1) * g.cell,
      box.top + g.colLabel + (r + 1) * g.cell,
    );
  }

  key(event) {
    if (!this.matrix) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let [r, c] = this.cursor || [0, 0];
    if (moves[event.key]) {
      r = Math.max(0, Math.min(this.rows.length - 1, r + moves[event.key][0]));
      c = Math.max(0, Math.min(this.cols.length - 1, c + moves[event.key][1]));
    } else if (event.key === "Home") c = 0;
    else if (event.key === "End") c = this.cols.length - 1;
    else if (event.key === "Enter" || event.key === " ") this.pick("row", r);
    else if (event.key === "c" || event.key === "C") this.pick("col", c);
    else if (event.key === "Escape") {
      hideTooltip();
      return;
    } else return;
    event.preventDefault();
    event.stopPropagation();
    this.cursor = [r, c];
    this.draw();
    const g = this.geometry; // keep the cursor cell in view
    const x = g.rowLabel + c * g.cell,
      y = g.colLabel + r * g.cell;
    if (
      x < this.scroll.scrollLeft + g.rowLabel ||
      x + g.cell > this.scroll.scrollLeft + this.scroll.clientWidth
    ) {
      this.scroll.scrollLeft = Math.max(0, x - this.scroll.clientWidth / 2);
    }
    if (
      y < this.scroll.scrollTop ||
      y + g.cell > this.scroll.scrollTop + this.scroll.clientHeight
    ) {
      this.scroll.scrollTop = Math.max(0, y - this.scroll.clientHeight / 2);
    }
    this.showCursorTooltip();
  }
}
let resizeFrame = 0;
window.addEventListener("resize", () => {
  cancelAnimationFrame(resizeFrame);
  resizeFrame = requestAnimationFrame(() => {
    for (const map of Heatmap.all) {
      if (!map.scroll.isConnected) Heatmap.all.delete(map);
      else map.draw();
    }
  });
});

export function legend(rowScale) {
  const canvas = el("canvas", { width: "120", height: "10", "aria-hidden": "true" });
  const ctx = canvas.getContext("2d");
  for (let x = 0; x < 120; x++) {
    ctx.fillStyle = viridis(x / 119);
    ctx.fillRect(x, 0, 1, 10);
  }
  return el("span", { class: "legend" }, "0", canvas, rowScale ? t("page.row_max") : "1");
}

// ---- bars: one token's weights over the other side -----------------------------------
export function bars(labels, weights, testid) {
  const best = weights.indexOf(Math.max(...weights));
  return el(
    "ul",
    { class: "bars", "data-testid": testid },
    labels.map((label, i) =>
      el(
        "li",
        {
          class: `bar-row${i === best ? " top-weight" : ""}`,
          "data-index": i,
          "data-weight": String(weights[i]),
          title: `${label}: ${fmt(weights[i], 6)}`,
        },
        el("span", { class: "label", text: label }),
        el(
          "span",
          { class: "track", "aria-hidden": "true" },
          el("span", {
            class: "fill",
            style:
              `width:${Math.max(0, Math.min(1, weights[i])) * 100}%;` +
              `background:${viridis(weights[i])}`,
          }),
        ),
        el("span", { class: "value", text: fmt(weights[i], 4) }),
      ),
    ),
  );
}

// One tab stop per token row (a 200-token sentence is not 200 tab stops): arrow keys move
// between the tokens, Enter or Space picks one.
export function chips(labels, kind, onPick) {
  const group = el(
    "div",
    { class: "chips", role: "group", "aria-label": t(`page.chips_${kind}`) },
    labels.map((label, i) =>
      el(
        "button",
        {
          type: "button",
          class: "chip",
          tabindex: i === 0 ? "0" : "-1",
          "data-kind": kind,
          "data-index": i,
          "aria-pressed": "false",
          title: t(`page.chip_${kind}`, { n: i + 1 }),
          onclick: () => onPick(i),
        },
        label,
      ),
    ),
  );
  group.addEventListener("keydown", (event) => {
    const all = [...group.querySelectorAll(".chip")];
    const at = all.indexOf(document.activeElement);
    const moves = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (at < 0 || !(event.key in moves)) return;
    event.preventDefault();
    const next = all[Math.max(0, Math.min(all.length - 1, moves[event.key]))];
    all.forEach((chip) => (chip.tabIndex = chip === next ? 0 : -1));
    next.focus();
  });
  return group;
}
// Chips coloured by weight; ``peak`` is the colour scale's top (1, or the row's maximum).
export function shade(container, weights, peak = 1) {
  container.querySelectorAll(".chip").forEach((chip, i) => {
    if (!weights) {
      chip.style.background = "";
      chip.style.color = "";
      chip.removeAttribute("data-weight");
      return;
    }
    const w = weights[i] || 0;
    chip.style.background = viridis(w / peak);
    chip.style.color = inkOn(w / peak);
    chip.dataset.weight = String(w);
  });
}
export function press(container, index) {
  container
    .querySelectorAll(".chip")
    .forEach((chip, i) => chip.setAttribute("aria-pressed", String(i === index)));
}
