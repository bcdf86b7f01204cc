// The source texts' two sentences against the model's own answer, as the server adds them:
// the lecture's English words and where attention went for each (attnlab/lecture.py,
// lecture_alignment), the chapter's row for "black" beside the model's (attnlab/walkthrough.py,
// chapter_comparison). Their words and numbers come from Python in the page's data (LESSON).

const roundTo = (x, digits) => Math.round(x * 10 ** digits) / 10 ** digits;
const stripMark = (piece) => piece.replace(/^▁+/, "");
const isAlnum = (text) => text.length > 0 && /^[\p{L}\p{N}]+$/u.test(text);

// Python's str.strip(): the characters str.isspace() counts (not JavaScript's trim(), which
// keeps \x1c-\x1f and \x85 and strips U+FEFF).
const PY_SPACE =
  "[\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]";
const PY_STRIP = new RegExp(`^${PY_SPACE}+|${PY_SPACE}+$`, "gu");
const strip = (text) => text.replace(PY_STRIP, "");

export const isLectureSentence = (lesson, sentence) => strip(sentence) === lesson.lecture.sentence;
export const isChapterSentence = (lesson, sentence) =>
  strip(sentence).replace(/[。.]+$/u, "") === lesson.chapter.sentence;

// Pieces -> [lower-case word, the steps that wrote it] (lecture.py's _words).
function words(pieces) {
  const found = [];
  pieces.forEach((piece, step) => {
    const text = stripMark(piece);
    const last = found[found.length - 1];
    if (piece.startsWith("▁") || !last || !isAlnum(text) || !isAlnum(last[0].slice(-1))) {
      found.push([text.toLowerCase(), [step]]);
    } else {
      last[0] += text.toLowerCase();
      last[1].push(step);
    }
  });
  return found.filter(([word]) => word);
}

function spanPieces(sentence, sourceTokens, span) {
  const start = sentence.indexOf(span),
    end = start + span.length;
  const found = new Set();
  let position = 0;
  sourceTokens.forEach((piece, j) => {
    const text = stripMark(piece);
    if (text && position < end && position + text.length > start) found.add(j);
    position += text.length;
  });
  return found;
}

// weights: (T, S) the attention that wrote targetTokens
export function lectureAlignment(lesson, sourceTokens, targetTokens, weights) {
  const { sentence, alignments } = lesson.lecture;
  const written = words(targetTokens);
  const rows = alignments.map(([forms, chinese]) => {
    let found = null,
      parts = [];
    for (const form of forms.split("|")) {
      parts = form.split(/\s+/);
      const lower = parts.map((p) => p.toLowerCase());
      for (let i = 0; i + parts.length <= written.length && found === null; i++) {
        if (lower.every((p, k) => written[i + k][0] === p)) found = i;
      }
      if (found !== null) break;
    }
    const english = found !== null ? parts.join(" ") : forms.split("|")[0];
    const row = { english, chinese, written: found !== null };
    if (found !== null) {
      const steps = written.slice(found, found + parts.length).flatMap(([, s]) => s);
      const mean = sourceTokens.map(
        (_, j) => steps.reduce((sum, s) => sum + weights[s][j], 0) / steps.length,
      );
      const there = spanPieces(sentence, sourceTokens, chinese);
      let top = 0;
      mean.forEach((value, j) => {
        if (value > mean[top]) top = j;
      });
      Object.assign(row, {
        steps,
        weight_on_chinese: roundTo(
          [...there].reduce((sum, j) => sum + mean[j], 0),
          3,
        ),
        most_attended: sourceTokens[top],
        most_attended_weight: roundTo(mean[top], 3),
        looks_there: there.has(top),
      });
    }
    return row;
  });
  const wrote = rows.filter((r) => r.written);
  return {
    sentence,
    words: rows,
    written: wrote.length,
    looks_there: wrote.filter((r) => r.looks_there).length,
  };
}

const dropMark = (piece) => (piece.startsWith("▁") ? piece.slice(1) : piece); // removeprefix
const chapterWord = (piece) => dropMark(piece).trim().toLowerCase();

// weights: (T, S) the four steps' layer and head
export function chapterComparison(lesson, sourceTokens, targetTokens, weights) {
  const { target, words: chapterWords, scores, weights: chapterWeights } = lesson.chapter;
  const step = targetTokens.findIndex((piece) => chapterWord(piece) === target);
  const result = {
    target,
    words: chapterWords,
    chapter_scores: scores,
    chapter_weights: chapterWeights,
    step: step < 0 ? null : step,
  };
  if (step < 0) return result;
  const starts = [0];
  for (const word of chapterWords) starts.push(starts[starts.length - 1] + [...word].length);
  const groups = new Array(chapterWords.length + 1).fill(0);
  const pieces = groups.map(() => []);
  let position = 0;
  sourceTokens.forEach((piece, j) => {
    let word = chapterWords.findIndex((_, i) => position < starts[i + 1]);
    if (word < 0) word = chapterWords.length;
    groups[word] += weights[step][j];
    pieces[word].push(piece);
    position += [...dropMark(piece)].length;
  });
  return {
    ...result,
    model_weights: groups,
    model_pieces: pieces,
    previous: step === 0 ? "<s>" : targetTokens[step - 1],
  };
}
