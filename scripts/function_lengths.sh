#!/bin/sh
# Lists functions (and methods) by length in lines, longest first.
cd "$(dirname "$0")/.." || exit 2
ctags --fields=+neK --kinds-c++=f -o - core/*.cpp solve/*.cpp gen/*.cpp pdf/*.cpp render/*.cpp app/*.cpp cli/*.cpp \
  serve/*.cpp python/*.cpp program/*.cpp 2>/dev/null |
  awk -F'\t' '{line="";end="";for(i=4;i<=NF;i++){if($i~/^line:/)line=substr($i,6);if($i~/^end:/)end=substr($i,5)} if(end!=""&&line!="") print end-line+1, $2":"line, $1}' |
  sort -rn | sed -n "1,${1:-20}p"
