// The final write of a large PDF, streamed: Cairo's file read object by object and written again
// in memory that does not grow with the document beyond a few bytes per object.
//
// libqpdf (repair.h) keeps every object it has parsed, about 4 KB each, and a linearized write
// parses them all before its first byte; a 100 000-puzzle book has half a million objects. So
// RewritePdfFile gives libqpdf only documents of at most kLinearizeMaxObjects objects (every sheet
// and key; books of up to about 2 000 puzzles; renders of up to about 14 000) and writes larger
// ones here. The result is the same document, as valid, in the same form but for linearization
// (which needs the whole object graph before the first byte: its hint tables describe every page):
// - objects reachable from the trailer only (Cairo's dangling cross-reference entries and its
//   separate /Length objects are gone), numbered again from 1 in Cairo's order;
// - small objects in compressed object streams, a compressed cross-reference stream (PDF 1.5);
// - content streams in DeviceGray, page boxes, both as repair.h describes;
// - a deterministic /ID: the MD5 of the bytes before the cross-reference stream.
// How: one pass follows the references from the trailer, token by token (never a whole object in
// memory: Cairo's name tree of destinations is one object of 10 MB at 100 000 puzzles), and walks
// the page tree and the pages' resources; a second pass writes each object in turn. Per object it
// keeps Cairo's offset, its new number, a page number and a few flags (about 20 bytes); only a page
// dictionary, a stream's dictionary and one stream's data are ever parsed whole.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"
#include "pdf/file.h"
#include "pdf/page_boxes.h"

namespace papermines::pdf {

// The number of objects Cairo's file declares (its trailer's /Size).
absl::StatusOr<int64_t> PdfObjectCount(const PdfFile& pdf);

// Cairo's file `pdf` written again as described above.
absl::StatusOr<PdfFile> StreamPdfFile(const PdfFile& pdf, const PageBoxesFn& boxes = nullptr);

}  // namespace papermines::pdf
