// A small PNG encoder for rendered pages: 8-bit greyscale (the sheets are black, white and grey),
// per-row adaptive filters, zlib at level 6. A page is a third of the bytes of Cairo's RGB PNG.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace papermines::render {

// `pixels` is a Cairo CAIRO_FORMAT_RGB24 image (32 bits per pixel, 0x00RRGGBB in native order)
// of width x height with `stride` bytes per row. `dpi` > 0 is recorded as the image's resolution
// (a pHYs chunk, pixels per metre) so the page pastes at its true size. Returns the PNG file's
// bytes, or "" if zlib fails.
std::string EncodeGrayPng(const unsigned char* pixels, int width, int height, int stride,
                          double dpi = 0);

// Appends one PNG chunk to `out`: data's length, the 4-letter type, the data and their CRC.
void AppendPngChunk(std::string* out, const char type[4], std::string_view data);

}  // namespace papermines::render
