// The Image view: a captioning run (Show, Attend and Tell) captions a test scene or an uploaded
// picture; click a word, or step with the arrow keys, to see where the model looked for it.
import { $, SERVER, WEB, el, fillSelect, setStatus, withCommands } from "explorer/common.js";
import { api } from "explorer/api.js";
import { hasString, t } from "explorer/i18n.js";

const SCALE = 4; // the 96-pixel canvas drawn at 384 pixels
const view = { captioners: null, captioner: 0, scene: 0, result: null, word: 0, picture: null };

export async function renderImage() {
  const body = $("image-body");
  if (!SERVER) {
    // captioning runs only on the server
    body.replaceChildren(
      el(
        "p",
        { class: "empty" },
        withCommands(WEB ? t("web.needs_server_caption") : t("image.static")),
      ),
    );
    return;
  }
  if (view.captioners === null) view.captioners = await api.captioners();
  if (!view.captioners.length) {
    body.replaceChildren(el("p", { class: "empty" }, withCommands(t("image.none"))));
    return;
  }
  if (!view.result) await caption({ scene: view.scene });
  body.replaceChildren(controls(), result());
  draw();
}

function controls() {
  const select = el("select", {
    id: "image-run",
    onchange: (e) => {
      view.captioner = Number(e.target.value);
      caption({ scene: view.scene }).then(renderImage, fail);
    },
  });
  fillSelect(
    select,
    view.captioners.map((c) => [c.id, `${c.name} — ${captionerDescription(c)}`]),
    false,
  );
  select.value = String(view.captioner);
  const count = view.captioners[view.captioner].test_scenes;
  const scene = el("input", {
    id: "image-scene",
    type: "number",
    min: 0,
    max: count - 1,
    value: view.scene,
  });
  const show = el("button", {
    type: "button",
    id: "image-show",
    text: t("image.show"),
    onclick: () => {
      const index = Math.round(Number(scene.value));
      if (!(index >= 0 && index < count))
        return fail(new Error(t("image.scene_range", { max: count - 1 })));
      view.scene = index;
      caption({ scene: index }).then(renderImage, fail);
    },
  });
  const upload = el("input", {
    id: "image-upload",
    type: "file",
    accept: "image/*",
    onchange: (e) => {
      if (e.target.files.length)
        readUpload(e.target.files[0])
          .then((image) => caption({ image }))
          .then(renderImage, fail);
    },
  });
  return el(
    "div",
    { class: "controls" },
    el("label", {}, t("image.run"), " ", select),
    el("label", {}, t("image.scene", { max: count - 1 }), " ", scene),
    show,
    el("label", {}, t("image.upload"), " ", upload),
  );
}

function result() {
  const { words, reference } = view.result;
  const canvas = el("canvas", {
    id: "image-canvas",
    width: view.result.size * SCALE,
    height: view.result.size * SCALE,
    role: "img",
    "aria-label": t("image.canvas_label"),
  });
  const buttons = words.map((word, i) =>
    el("button", {
      type: "button",
      class: "image-word",
      "data-index": i,
      "aria-pressed": String(i === view.word),
      text: word,
      onclick: () => pick(i),
    }),
  );
  const stepper = el(
    "div",
    { class: "controls" },
    el("button", {
      type: "button",
      id: "image-prev",
      text: t("image.prev"),
      onclick: () => pick(view.word - 1),
    }),
    el("span", {
      id: "image-position",
      class: "muted",
      text: words.length
        ? t("image.position", { index: view.word + 1, count: words.length, word: words[view.word] })
        : "",
    }),
    el("button", {
      type: "button",
      id: "image-next",
      text: t("image.next"),
      onclick: () => pick(view.word + 1),
    }),
  );
  const shown = view.result.scene === null ? "upload" : view.result.scene;
  return el(
    "div",
    { class: "image-result", "data-scene": shown, tabindex: 0, onkeydown: keys },
    canvas,
    el(
      "p",
      {},
      el("strong", { text: t("image.caption") }),
      " ",
      el("span", { id: "image-caption" }, buttons),
    ),
    stepper,
    reference
      ? el("p", {
          class: "muted",
          id: "image-reference",
          text: t("image.reference", { caption: reference }),
        })
      : null,
  );
}

function keys(event) {
  const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  if (event.target.matches("input, select") || !moves[event.key]) return;
  event.preventDefault();
  pick(view.word + moves[event.key]);
}

function pick(index) {
  const count = view.result.words.length;
  if (!count) return;
  view.word = Math.max(0, Math.min(count - 1, index));
  for (const button of document.querySelectorAll(".image-word")) {
    button.setAttribute("aria-pressed", String(Number(button.dataset.index) === view.word));
  }
  $("image-position").textContent = t("image.position", {
    index: view.word + 1,
    count,
    word: view.result.words[view.word],
  });
  draw();
}

// The picture, alpha of the chosen word over its regions (orange, opaque where it looked
// most), and the items' boxes of a test scene.
function draw() {
  const canvas = $("image-canvas");
  if (!canvas || !view.picture) return;
  const context = canvas.getContext("2d");
  context.imageSmoothingEnabled = false;
  context.drawImage(view.picture, 0, 0, canvas.width, canvas.height);
  const { weights, side, size, boxes } = view.result;
  const row = weights[view.word];
  if (row) {
    const top = Math.max(...row, 1e-9);
    const cell = (size / side) * SCALE;
    row.forEach((weight, i) => {
      context.fillStyle = `rgba(255, 140, 0, ${(0.75 * weight) / top})`;
      context.fillRect((i % side) * cell, Math.floor(i / side) * cell, cell, cell);
    });
  }
  context.strokeStyle = "#00e5ff";
  for (const [x0, y0, x1, y1] of boxes)
    context.strokeRect(x0 * SCALE, y0 * SCALE, (x1 - x0) * SCALE, (y1 - y0) * SCALE);
}

async function caption(what) {
  setStatus(t("image.captioning"));
  const answer = await api.caption(view.captioner, what);
  view.picture = await loadPicture(answer.image);
  view.result = answer;
  view.word = 0;
  setStatus("");
}

function loadPicture(url) {
  return new Promise((resolve, reject) => {
    const picture = new Image();
    picture.onload = () => resolve(picture);
    picture.onerror = () => reject(new Error(t("image.unreadable")));
    picture.src = url;
  });
}

// An uploaded file, drawn at 96x96 here so that the request stays small.
async function readUpload(file) {
  const url = URL.createObjectURL(file);
  try {
    const picture = await loadPicture(url);
    const canvas = el("canvas", { width: 96, height: 96 });
    canvas.getContext("2d").drawImage(picture, 0, 0, 96, 96);
    return canvas.toDataURL("image/png");
  } finally {
    URL.revokeObjectURL(url);
  }
}

function fail(error) {
  setStatus(error.message, true);
}

// A captioner in the page's language, from its attention kind and sizes.
function captionerDescription(c) {
  const kind = hasString(`image.attention_${c.attention}`)
    ? t(`image.attention_${c.attention}`)
    : c.attention;
  return t("image.captioner_description", {
    attention: kind,
    channels: c.channels,
    hidden: c.hidden_dim,
  });
}
