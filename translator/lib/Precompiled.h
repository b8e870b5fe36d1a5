//===- Precompiled.h - the headers every translator target precompiles ----===//
//
// Most of the time a translator file takes to compile is clang's and LLVM's
// headers (11 s of a 15 s file), and CI builds the library twice (Release,
// then ASan for the sanitizers and the fuzzer): each target precompiles these
// once (translator/CMakeLists.txt, AMP2HIP_PCH), and the library's files
// are compiled eight to a unit (AMP2HIP_UNITY_BUILD), which parses these and
// instantiates the matcher templates once a batch. Only what many files
// include goes here; a file still includes what it uses, so it builds
// without the precompiled header (-DAMP2HIP_PCH=OFF) too.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PRECOMPILED_H
#define AMP2HIP_PRECOMPILED_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#endif
